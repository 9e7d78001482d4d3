import { Type, type TObject, type TProperties, type ObjectOptions, type TSchema } from '@sinclair/typebox';

/**
 * A closed object: unknown fields are rejected. Every request shape uses this, and so
 * do response shapes, which makes the response schema an allow-list for serialization.
 */
export const Closed = <T extends TProperties>(properties: T, options: ObjectOptions = {}): TObject<T> =>
  Type.Object(properties, { additionalProperties: false, ...options });

/** An object whose inner fields the spec leaves open ("free-form" objects). */
export const Open = <T extends TProperties>(properties: T, options: ObjectOptions = {}): TObject<T> =>
  Type.Object(properties, { additionalProperties: true, ...options });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string; default?: T[number] } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const Uri = (options: { description?: string } = {}) => Type.String({ format: 'uri', maxLength: 2048, ...options });

/** The one error body of every endpoint: exactly `{"error": "..."}`. */
export const ErrorBody = Closed({ error: Type.String({ description: 'What went wrong and what to do about it.' }) }, { $id: 'ErrorBody', title: 'Error' });

/** Reasonable ceilings for free text so no single field can carry a huge payload. */
export const ShortText = (options: { minLength?: number; description?: string } = {}) => Type.String({ maxLength: 500, ...options });
export const LongText = (options: { minLength?: number; description?: string } = {}) => Type.String({ maxLength: 5000, ...options });
export const TextList = (options: { minItems?: number; maxItems?: number; description?: string } = {}) => Type.Array(ShortText(), { maxItems: 50, ...options });
