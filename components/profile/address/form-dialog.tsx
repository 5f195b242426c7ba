'use client';

import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

type Props = {
  open: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  formError: string | null;
  attachForm: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
};

/** A form in a dialog (full screen on phones); it cannot be closed while it is saving. */
export function FormDialog({ open, title, submitLabel, pending, formError, attachForm, onSubmit, onClose, children }: Props) {
  const t = useTranslations('profileForms');
  const id = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // React passes events up through a portal to the components around it: opened from within
  // another form (a new address while writing an order), its submit would submit that form too.
  const submitThisForm = (event: FormEvent) => {
    event.stopPropagation();
    onSubmit(event);
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { component: 'form', ref: attachForm, noValidate: true, onSubmit: submitThisForm, 'aria-busy': pending } as object }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent dividers>
        {children}
        <Box aria-live="polite" sx={{ mt: formError ? 2 : 0 }}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Button onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}>
          {pending ? t('saving') : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
