/** The shop's answer to a question, written or edited in place on /admin/questions. */
import { t } from '@lingui/core/macro';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ANSWER_MAX_LENGTH } from '@shared/entities/question';

interface AnswerFormProps {
  initial: string;
  saving: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}

export function AnswerForm({ initial, saving, onSave, onCancel }: AnswerFormProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(text.trim());
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
      <TextField
        label={t`Answer`}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: ANSWER_MAX_LENGTH } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={saving || text.trim() === ''}>
          {t`Save answer`}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {t`Cancel`}
        </Button>
      </Stack>
    </Box>
  );
}
