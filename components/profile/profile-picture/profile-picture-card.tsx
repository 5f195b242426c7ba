'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { deleteProfilePictureMutation, profilePictureSrc, uploadProfilePictureMutation } from '@/api/users';
import { isApiError } from '@/api/errors';
import { useUserStore } from '@/stores/user';
import { checkPicture, PICTURE_ACCEPT } from './picture-rules';

/** The profile picture: current one, a preview of a chosen file, upload and removal. */
export function ProfilePictureCard({ hasPicture, name }: { hasPicture: boolean; name: string }) {
  const t = useTranslations('personalInfo');
  const id = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [version, setVersion] = useState(() => Date.now());
  const setProfilePicture = useUserStore((s) => s.setProfilePicture);
  const upload = useMutation(uploadProfilePictureMutation(queryClient));
  const remove = useMutation(deleteProfilePictureMutation(queryClient));

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => setProfilePicture(hasPicture ? profilePictureSrc(version) : null), [hasPicture, version, setProfilePicture]);

  function choose(chosen: File | undefined) {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const found = checkPicture(chosen);
    if (found) {
      setProblem(t(`picture.${found}`));
      return;
    }
    setProblem(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  const cancel = () => {
    setFile(null);
    setPreview(null);
  };

  const failed = (error: unknown) => setProblem(isApiError(error) ? error.detail || error.title : t('picture.failed'));

  const save = () =>
    file &&
    upload.mutate(file, {
      onSuccess: () => {
        cancel();
        setVersion(Date.now());
        setProblem(null);
      },
      onError: failed,
    });

  const busy = upload.isPending || remove.isPending;
  const src = preview ?? (hasPicture ? profilePictureSrc(version) : undefined);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar src={src} alt={preview ? t('picture.previewAlt') : name || t('picture.alt')} sx={{ width: 96, height: 96, fontSize: 40 }}>
        {name ? name.charAt(0) : null}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography id={`${id}-hint`} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {preview ? t('picture.previewHint') : t('picture.hint')}
        </Typography>
        <input ref={input} id={`${id}-file`} type="file" accept={PICTURE_ACCEPT} hidden onChange={(event) => choose(event.target.files?.[0])} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {file ? (
            <>
              <Button variant="contained" onClick={save} disabled={busy} startIcon={upload.isPending ? <CircularProgress size={18} color="inherit" /> : null}>
                {upload.isPending ? t('picture.uploading') : t('picture.save')}
              </Button>
              <Button variant="text" onClick={cancel} disabled={busy}>
                {t('picture.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outlined" startIcon={<PhotoCameraOutlined />} onClick={() => input.current?.click()} disabled={busy} aria-describedby={`${id}-hint`}>
                {hasPicture ? t('picture.change') : t('picture.choose')}
              </Button>
              {hasPicture ? (
                <Button variant="text" color="error" disabled={busy} onClick={() => remove.mutate(undefined, { onError: failed, onSuccess: () => setProblem(null) })}>
                  {remove.isPending ? t('picture.removing') : t('picture.remove')}
                </Button>
              ) : null}
            </>
          )}
        </Box>
        <Box aria-live="polite">{problem ? <Alert severity="error" sx={{ mt: 1 }}>{problem}</Alert> : null}</Box>
      </Box>
    </Box>
  );
}
