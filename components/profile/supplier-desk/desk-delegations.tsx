import { getTranslations } from 'next-intl/server';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import type { MerchantDelegation } from '@/api/contract/merchants';
import { EmptyState } from '@/components/ui/empty-state';
import { formatJalaliDate, toPersianDigits } from '@/lib/persian';

/**
 * The merchants a storefront has made its agents, read-only: support records delegations after
 * checking the contract; the owner sees them here, current and past.
 */
export async function DeskDelegations({ delegations, supplierName }: { delegations: MerchantDelegation[]; supplierName: string }) {
  const t = await getTranslations('supplierDesk.delegationsTable');
  const ts = await getTranslations('supplierPage');
  if (delegations.length === 0) return <EmptyState icon={<HandshakeOutlined />} title={t('empty')} description={t('emptyHint')} />;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('label', { name: supplierName })} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('label', { name: supplierName })} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('merchant')}</TableCell>
            <TableCell>{t('scope')}</TableCell>
            <TableCell>{t('category')}</TableCell>
            <TableCell>{t('period')}</TableCell>
            <TableCell>{t('state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {delegations.map((d) => (
            <TableRow key={d.id}>
              <TableCell>{toPersianDigits(d.merchant.name)}</TableCell>
              <TableCell>{ts(`scope.${d.scope}`)}</TableCell>
              <TableCell>{d.category ? toPersianDigits(d.category.name) : ts('allCategories')}</TableCell>
              <TableCell>
                {formatJalaliDate(d.validFrom)} – {d.validTo ? formatJalaliDate(d.validTo) : t('open')}
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={d.isCurrent ? 'success' : 'default'} label={d.isCurrent ? t('current') : t('past')} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
