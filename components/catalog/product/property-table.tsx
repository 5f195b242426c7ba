import { useTranslations } from 'next-intl';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PropertyValue } from '@/api/contract/catalog';
import { toPersianDigits } from '@/lib/persian';

/** A product's technical properties as a two-column table (name, Persian value). */
export function PropertyTable({ properties, caption }: { properties: PropertyValue[]; caption: string }) {
  const t = useTranslations('productPage');
  if (properties.length === 0) return null;
  return (
    <Table size="small" aria-label={caption} sx={{ '& th': { width: '40%', color: 'text.secondary', fontWeight: 500 } }}>
      <TableBody>
        {properties.map((p) => (
          <TableRow key={p.propertyId}>
            <TableCell component="th" scope="row">
              {p.name}
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{p.dataType === 'boolean' ? (p.boolValue ? t('yes') : t('no')) : toPersianDigits(p.display)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
