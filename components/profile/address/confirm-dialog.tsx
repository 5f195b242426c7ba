'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type Props = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The confirming button's colour: red for what is lost, the site's own for money spent as asked. */
  confirmColor?: 'error' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Once it has closed: where the caller puts the focus when the button that opened it is gone. */
  onExited?: () => void;
};

/**
 * «Are you sure?» before something that cannot be undone; the safe choice has the focus.
 *
 * Closed, it goes on showing the words it had while open: a caller usually lets go of what it asked
 * about (the row, the selection) as the answer comes, and the dialog would fade out empty or with
 * a count of nothing.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, confirmColor = 'error', pending = false, onConfirm, onClose, onExited }: Props) {
  const t = useTranslations('profileForms');
  const id = useId();
  const [asked, setAsked] = useState({ title, message, confirmLabel });
  if (open && (asked.title !== title || asked.message !== message || asked.confirmLabel !== confirmLabel)) setAsked({ title, message, confirmLabel });
  const words = open ? { title, message, confirmLabel } : asked;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={`${id}-title`}>{words.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{words.message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ gap: 1 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {t('cancel')}
        </Button>
        <Button color={confirmColor} variant="contained" onClick={onConfirm} disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}>
          {words.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
