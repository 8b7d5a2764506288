import { defineArrayMember, defineField, defineType } from 'sanity'
import { TRANSLATION_KEY_PATTERN } from '../../lib/rules'

/** UI labels marketing may override; keys are the storefront's i18n keys (e.g. `home.latest`). */
export const uiTranslations = defineType({
  name: 'uiTranslations',
  title: 'UI translations',
  type: 'document',
  fields: [
    defineField({
      name: 'entries',
      title: 'Entries',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'translationEntry',
          title: 'Entry',
          type: 'object',
          fields: [
            defineField({
              name: 'key',
              title: 'Key',
              type: 'string',
              validation: (rule) => rule.required().regex(TRANSLATION_KEY_PATTERN, { name: 'i18n key' }),
            }),
            defineField({ name: 'ua', title: 'Українська', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'en', title: 'English', type: 'string' }),
          ],
          preview: { select: { title: 'key', subtitle: 'ua' } },
        }),
      ],
      validation: (rule) =>
        rule.custom((entries: Array<{ key?: string }> | undefined) => {
          const keys = (entries ?? []).map((entry) => entry.key).filter(Boolean)
          const duplicate = keys.find((key, index) => keys.indexOf(key) !== index)
          return duplicate ? `Duplicate key: ${duplicate}` : true
        }),
    }),
  ],
  preview: { prepare: () => ({ title: 'UI translations' }) },
})
