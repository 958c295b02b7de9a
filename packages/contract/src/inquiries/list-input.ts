import { z } from 'zod';
import { TargetKind } from '../enums.js';
import { pageInput } from '../paging.js';
import { InquirySide, InquiryState } from './dto.js';

/** Filters the two lists share. */
export const inquiryListFields = {
  /** The host's lists split cars (mypage/cars/inquiries) and spots (mypage/spots/inquiries). */
  targetKind: z.enum(TargetKind.values, { error: '掲載の種類が正しくありません。' }).optional(),
  state: z.enum(InquiryState.values, { error: 'やり取りの状態が正しくありません。' }).optional(),
  unreadOnly: z.boolean().default(false),
  ...pageInput(20, 50),
};

export const inquirySideInput = z.enum(InquirySide.values, { error: '表示するやり取りの種類を選んでください。' });
