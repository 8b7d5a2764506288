import { defineArrayMember, defineField, defineType } from 'sanity'
import { TranslationKeyInput } from '../../components/translation-key-input'
import { TRANSLATION_KEY_PATTERN } from '../../lib/rules'
import { translationKeyProblem, TRANSLATION_KEYS } from '../../lib/translation-keys'

/** UI labels marketing may override; keys are the storefront's i18n keys (e.g. `home.latest`), picked from app/i18n. */
export const uiTranslations = defineType({
  name: 'uiTranslations',
  title: 'Тексти інтерфейсу',
  description: 'Замінює окремі написи сайту (кнопки, заголовки блоків) без участі розробника',
  type: 'document',
  fields: [
    defineField({
      name: 'entries',
      title: 'Замінені написи',
      description: 'Кожен рядок замінює один напис сайту. Видаліть рядок, щоб повернути звичайний напис',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'translationEntry',
          title: 'Напис',
          type: 'object',
          fields: [
            defineField({
              name: 'key',
              title: 'Ключ напису',
              description: `Оберіть зі списку (${TRANSLATION_KEYS.size} написів сайту): видно ключ і теперішній текст`,
              type: 'string',
              components: { input: TranslationKeyInput },
              validation: (rule) =>
                rule
                  .required()
                  .regex(TRANSLATION_KEY_PATTERN, { name: 'ключ напису' })
                  .custom((key: string | undefined) => (key ? (translationKeyProblem(key) ?? true) : true)),
            }),
            defineField({
              name: 'ua',
              title: 'Українська',
              description: 'Новий текст напису',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'en',
              title: 'Англійська',
              description: 'Необов’язково: без нього англійська версія сайту лишає свій звичайний напис',
              type: 'string',
            }),
          ],
          preview: { select: { title: 'key', subtitle: 'ua' } },
        }),
      ],
      validation: (rule) =>
        rule.custom((entries: Array<{ key?: string }> | undefined) => {
          const keys = (entries ?? []).map((entry) => entry.key).filter(Boolean)
          const duplicate = keys.find((key, index) => keys.indexOf(key) !== index)
          return duplicate ? `Ключ «${duplicate}» вже є в іншому рядку` : true
        }),
    }),
  ],
  preview: { prepare: () => ({ title: 'Тексти інтерфейсу' }) },
})
