import { Box, Card, Stack, Text } from '@sanity/ui'
import { Autocomplete } from '@sanity/ui/autocomplete'
import { useCallback } from 'react'
import { set, type StringInputProps, unset } from 'sanity'
import { TRANSLATION_KEYS } from '../lib/translation-keys'

interface KeyOption {
  value: string
  text: string
}

const OPTIONS: KeyOption[] = [...TRANSLATION_KEYS].map(([value, text]) => ({ value, text }))
/** Typing finds a key by its name or by the words the site shows now. */
const matches = (query: string, option: KeyOption) => {
  const q = query.trim().toLowerCase()
  return q === '' || option.value.toLowerCase().includes(q) || option.text.toLowerCase().includes(q)
}

/** Picks a key from the storefront's texts, showing each key's current Ukrainian text. */
export function TranslationKeyInput(props: StringInputProps) {
  const { onChange, value, elementProps } = props
  const pick = useCallback((key: string) => onChange(key ? set(key) : unset()), [onChange])
  return (
    <Autocomplete
      {...elementProps}
      id={elementProps.id}
      value={value ?? ''}
      options={OPTIONS}
      filterOption={matches}
      onChange={pick}
      onSelect={pick}
      openButton
      placeholder="Почніть вводити ключ або текст, напр. «Новинки»"
      renderOption={(option) => (
        <Card as="button" padding={3}>
          <Stack gap={2}>
            <Text size={1} weight="medium">
              {option.value}
            </Text>
            <Box>
              <Text size={1} muted textOverflow="ellipsis">
                {option.text}
              </Text>
            </Box>
          </Stack>
        </Card>
      )}
    />
  )
}
