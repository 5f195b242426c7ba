'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import {
  createMerchantAgentMutation,
  deleteMerchantAgentMutation,
  merchantAgentsQuery,
  updateMerchantAgentMutation,
} from '@/api/customers';
import type { MerchantAgent } from '@/api/contract/customers';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/components/ui/notifications';
import { toPersianDigits } from '@/lib/persian/digits';
import { ConfirmDialog } from '../address/confirm-dialog';
import { MerchantAgentDialog } from './merchant-agent-dialog';

/** People allowed to act for the customer (`/customers/profile/merchant-agents`). */
export function MerchantAgents() {
  const t = useTranslations('customerProfile');
  const queryClient = useQueryClient();
  const list = useQuery(merchantAgentsQuery());
  const create = useMutation(createMerchantAgentMutation(queryClient));
  const update = useMutation(updateMerchantAgentMutation(queryClient));
  const remove = useMutation(deleteMerchantAgentMutation(queryClient));
  const [editing, setEditing] = useState<MerchantAgent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MerchantAgent | null>(null);

  const add = (
    <Button variant="outlined" startIcon={<PersonAddAlt1Outlined />} onClick={() => setEditing('new')}>
      {t('agentAdd')}
    </Button>
  );

  let body;
  if (list.isPending) body = <Skeleton variant="rounded" height={72} aria-label={t('loading')} />;
  else if (list.isError)
    body = (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void list.refetch()}>{t('retry')}</Button>}>
        {t('agentsFailed')}
      </Alert>
    );
  else if (list.data.length === 0) body = <EmptyState icon={<GroupsOutlined />} title={t('agentsEmpty')} description={t('agentsHint')} action={add} />;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {list.data.map((agent) => (
          <Paper component="li" key={agent.id} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 180 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {agent.firstName} {agent.lastName}
                {agent.position ? <Typography component="span" sx={{ color: 'text.secondary' }}> — {agent.position}</Typography> : null}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <bdi dir="ltr">{toPersianDigits(`0${agent.phone.replace(/^\+98/, '')}`)}</bdi>
              </Typography>
            </Box>
            <Chip size="small" color={agent.isActive ? 'success' : 'default'} label={agent.isActive ? t('agentActiveChip') : t('agentInactiveChip')} />
            <Button size="small" onClick={() => setEditing(agent)}>{t('edit')}</Button>
            <Button size="small" color="error" onClick={() => setDeleting(agent)}>{t('delete')}</Button>
          </Paper>
        ))}
      </Box>
    );

  return (
    <Box component="section" aria-labelledby="merchant-agents-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="merchant-agents-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {t('agentsTitle')}
        </Typography>
        {list.data?.length ? add : null}
      </Box>
      {body}
      {editing ? (
        <MerchantAgentDialog
          agent={editing === 'new' ? null : editing}
          onSubmit={(values) => (editing === 'new' ? create.mutateAsync(values) : update.mutateAsync({ id: editing.id, ...values }))}
          onSaved={() => {
            notify.success(editing === 'new' ? t('agentAdded') : t('agentUpdated'));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('agentDeleteTitle')}
        message={deleting ? t('agentDeleteMessage', { name: `${deleting.firstName} ${deleting.lastName}` }) : ''}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(t('agentDeleted'));
              setDeleting(null);
            },
            onError: (error) => notify.apiError(error),
          })
        }
      />
    </Box>
  );
}
