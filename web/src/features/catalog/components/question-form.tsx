/** The form to ask about a product, loaded when the customer opens it (product-questions.tsx). */
import { t } from '@lingui/core/macro';
import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH } from '@shared/entities/question';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export function QuestionForm({ productId, onAsked }: { productId: string; onAsked: () => void }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const length = text.trim().length;
  const tooShort = length < QUESTION_MIN_LENGTH;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await callApi('askQuestion', { params: { id: productId }, body: { text: text.trim() } });
      onAsked();
    } catch (error) {
      notify.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      sx={{ display: 'grid', gap: 2, mt: 2, maxWidth: 560 }}
    >
      <TextField
        label={t`Your question`}
        multiline
        minRows={3}
        value={text}
        autoFocus
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: QUESTION_MAX_LENGTH } }}
        helperText={t`${QUESTION_MIN_LENGTH} to ${QUESTION_MAX_LENGTH} characters (${length} now)`}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={sending || tooShort}>
          {t`Send question`}
        </Button>
      </Box>
    </Box>
  );
}
