'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UnderstoodNeed } from '@/api/contract/ai';
import { NEED_TEXT_MAX } from '@/api/contract/ai';
import { toPersianDigits } from '@/lib/persian';
import { textLength } from '@/lib/text-length';

type Turn = { question: string; need: UnderstoodNeed | null; answer: string; fallback: boolean; failed: boolean; done: boolean };

/**
 * The model-backed chat of `/openai`: each question goes to `POST /api/v1/ai/chat`, whose events
 * arrive as they are written — first what was found, then the model's answer piece by piece (or
 * the rule-based answer when the model fails or is slow), all kept in one conversation of the visitor's.
 */
export function ModelChat() {
  const t = useTranslations('ai.model');
  const [text, setText] = useState('');
  const [turns, setTurns] = useState<Turn[]>([]);
  const [busy, setBusy] = useState(false);
  // The conversation the questions are kept in, from the first answer on.
  const conversation = useRef<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  const update = (i: number, change: Partial<Turn> | ((t: Turn) => Partial<Turn>)) =>
    setTurns((all) => all.map((turn, k) => (k === i ? { ...turn, ...(typeof change === 'function' ? change(turn) : change) } : turn)));

  async function ask() {
    const question = text.trim();
    if (question.length < 2) return;
    const index = turns.length;
    setTurns((all) => [...all, { question, need: null, answer: '', fallback: false, failed: false, done: false }]);
    setText('');
    setBusy(true);
    try {
      const res = await fetch('/api/v1/ai/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: question, conversationId: conversation.current }), credentials: 'same-origin' });
      if (!res.ok || !res.body) throw new Error(String(res.status));
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /event: (\S+)/.exec(block)?.[1];
          const data = /data: (.*)/.exec(block)?.[1];
          if (!event || !data) continue;
          const payload = JSON.parse(data);
          if (event === 'conversation') conversation.current = payload.conversationId;
          else if (event === 'understood') update(index, { need: payload });
          else if (event === 'delta') update(index, (turn) => ({ answer: turn.answer + payload.text }));
          else if (event === 'fallback') update(index, { answer: payload.text, fallback: true });
        }
      }
      update(index, { done: true });
    } catch {
      // What was asked goes back in the box.
      setText(question);
      update(index, { failed: true, done: true });
    }
    setBusy(false);
    input.current?.focus();
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="ol" aria-live="polite" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {turns.map((turn, i) => (
          <Box component="li" key={i} sx={{ display: 'grid', gap: 1 }}>
            <Typography sx={{ fontWeight: 700, justifySelf: 'start', bgcolor: 'action.selected', px: 1.5, py: 1, borderRadius: 2 }}>{toPersianDigits(turn.question)}</Typography>
            {turn.failed ? (
              <Alert severity="error">{t('failed')}</Alert>
            ) : (
              <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: 'background.paper' }}>
                {turn.fallback ? <Alert severity="info" sx={{ mb: 1 }}>{t('fallback')}</Alert> : null}
                {turn.answer ? <Typography sx={{ whiteSpace: 'pre-line' }}>{toPersianDigits(turn.answer)}</Typography> : !turn.done ? <CircularProgress size={20} aria-label={t('thinking')} /> : null}
                {turn.need && turn.done ? (
                  <Button size="small" href={`/ai?q=${encodeURIComponent(turn.question)}${conversation.current ? `&c=${conversation.current}` : ''}`} sx={{ mt: 1 }}>
                    {t('toOrders')}
                  </Button>
                ) : null}
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void ask())} sx={{ display: 'grid', gap: 1 }}>
        <TextField
          inputRef={input}
          label={t('label')}
          multiline
          minRows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: NEED_TEXT_MAX } }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void ask();
            }
          }}
        />
        <Button type="submit" variant="contained" disabled={busy || textLength(text.trim()) < 2} sx={{ justifySelf: 'start' }}>
          {t('send')}
        </Button>
      </Box>
    </Box>
  );
}
