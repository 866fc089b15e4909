import { z } from './zod';
import { booleanParam, idValue, pagingSchema, text } from './common';

export const commentMessages = {
  contentRequired: 'Comment is required',
} as const;

export const commentListQuerySchema = z.object({
  postId: idValue.optional(),
  isApproved: booleanParam.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 200')
    .max(200, 'limit must be between 1 and 200')
    .default(100),
  offset: pagingSchema.shape.offset,
});

export const commentInputSchema = z.object({
  postId: idValue,
  parentId: idValue.nullable().optional(),
  content: text(5000, 'Comment')
    .transform((value) => value.trim())
    .pipe(z.string().min(1, commentMessages.contentRequired)),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const commentModerationSchema = z.object({
  isApproved: z.boolean({ error: 'isApproved must be true or false' }),
});
