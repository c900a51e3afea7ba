/**
 * The options a product is sold in (RAM, SSD, Màu): a name and its values as chips. Typing a value
 * and pressing Enter (or a comma) adds it; "Tạo các phiên bản" turns the options into the variant
 * table (use-variant-editing.ts).
 */
import { t } from '@lingui/core/macro';
import { Box, Button, Chip, Stack, TextField } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import type { ProductOption } from '@shared/entities/variants';
import { MAX_OPTION_VALUES, MAX_OPTIONS } from '@shared/product-variants';

function OptionRow({
  option,
  index,
  onChange,
  onRemove,
}: {
  option: ProductOption;
  index: number;
  onChange: (option: ProductOption) => void;
  onRemove: () => void;
}) {
  const [draft, setDraft] = useState('');
  const addValue = () => {
    const value = draft.trim().replace(/,$/, '').trim();
    if (value && !option.values.includes(value) && option.values.length < MAX_OPTION_VALUES)
      onChange({ ...option, values: [...option.values, value] });
    setDraft('');
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ',') return;
    event.preventDefault();
    addValue();
  };
  const position = index + 1;
  return (
    <Stack spacing={1} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label={t`Option ${position} name`}
          size="small"
          value={option.name}
          onChange={(event) => onChange({ ...option, name: event.target.value })}
        />
        <Button color="error" onClick={onRemove}>{t`Remove option`}</Button>
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="list" aria-label={t`Values of ${option.name}`}>
        {option.values.map((value) => (
          <Chip
            key={value}
            role="listitem"
            label={value}
            onDelete={() => onChange({ ...option, values: option.values.filter((v) => v !== value) })}
          />
        ))}
      </Box>
      <TextField
        label={t`Add a value to ${option.name} (Enter)`}
        size="small"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKey}
        onBlur={addValue}
      />
    </Stack>
  );
}

export function VariantOptionsEditor({
  options,
  onChange,
  onGenerate,
}: {
  options: ProductOption[];
  onChange: (options: ProductOption[]) => void;
  onGenerate: () => void;
}) {
  return (
    <Stack spacing={1.5}>
      {options.map((option, index) => (
        <OptionRow
          key={index}
          option={option}
          index={index}
          onChange={(changed) => onChange(options.map((o, i) => (i === index ? changed : o)))}
          onRemove={() => onChange(options.filter((_, i) => i !== index))}
        />
      ))}
      <Stack direction="row" spacing={1}>
        <Button
          disabled={options.length >= MAX_OPTIONS}
          onClick={() => onChange([...options, { name: '', values: [] }])}
        >{t`Add an option`}</Button>
        <Button variant="outlined" onClick={onGenerate}>{t`Tạo các phiên bản (Generate variants)`}</Button>
      </Stack>
    </Stack>
  );
}
