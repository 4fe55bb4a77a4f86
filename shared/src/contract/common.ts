import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  URL_MAX_LENGTH,
  USERNAME_PATTERN,
} from './constants.ts';
import { messages } from './messages.ts';

/** Every error answer of the API: `{ "message": "..." }`. */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A success answer that only carries a message (resend code, forgot password, ...). */
export const messageBodySchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBodySchema>;

/** Path parameter `{id}`: a slug, a uuid or a numeric id, never empty. */
export const idParamSchema = z.object({ id: z.string().min(1).max(200) });
export type IdParam = z.infer<typeof idParamSchema>;

export const emailSchema = z
  .email({ pattern: EMAIL_PATTERN, error: messages.emailInvalid })
  .max(EMAIL_MAX_LENGTH, messages.emailInvalid);

/** A new password: the sign-up rule (length, upper, lower, digit, ASCII punctuation). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, messages.passwordRequirementsUnmet)
  .max(PASSWORD_MAX_LENGTH, messages.passwordRequirementsUnmet)
  .regex(PASSWORD_PATTERN, messages.passwordRequirementsUnmet);

/** A password being checked (sign-in, old password): any non-empty string within bounds. */
export const existingPasswordSchema = z
  .string()
  .min(1, messages.allFieldsRequired)
  .max(PASSWORD_MAX_LENGTH);

export const usernameSchema = z.string().regex(USERNAME_PATTERN, messages.usernameInvalid);

/**
 * Control and format characters (bidi overrides and isolates, zero-width spaces and joiners, the
 * BOM, soft hyphens) and every other default-ignorable code point (Hangul fillers, the combining
 * grapheme joiner, variation selectors): invisible, they let a name pose as another one or
 * reorder what follows it.
 */
const invisibleCharacters = /[\p{Cc}\p{Cf}\u2028\u2029\p{Default_Ignorable_Code_Point}]/u;
/**
 * A character that leaves a mark: not a space, not invisible, not a combining mark on its own,
 * and not one of the blank glyphs that are ordinary symbols (the Braille blank, U+2800).
 */
const emojiPresentation = /(\p{Extended_Pictographic})\uFE0F/gu;
const visibleCharacter = /[^\p{White_Space}\p{C}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** A person's name: NFC-normalised, trimmed, with nothing invisible in it. */
export const fullNameSchema = z
  .string()
  .transform((name) => name.normalize('NFC'))
  .pipe(
    z
      .string()
      .trim()
      .min(1, messages.fullNameRequired)
      .max(FULL_NAME_MAX_LENGTH)
      .refine(
        // An emoji's presentation selector (❤️ is U+2764 U+FE0F) is what emoji keyboards type.
        (name) => !invisibleCharacters.test(name.replace(emojiPresentation, '$1')),
        messages.nameInvisibleCharacters,
      )
      // A name that shows nothing (only blanks) is no name: it would look empty, or like another.
      .refine((name) => visibleCharacter.test(name), messages.fullNameRequired),
  );

/** An http(s) URL, or '' for "not set" (social links, avatar). */
export const optionalUrlSchema = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/ }).max(URL_MAX_LENGTH),
]);

/** Calendar day 'YYYY-MM-DD'. */
export const isoDateSchema = z.iso.date();
/** Instant as ISO 8601 with time zone, e.g. '2025-03-01T10:00:00.000Z'. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
