import { ApiError } from '@kurumatabi/contract/client';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { classifyError, classifyErrorAt, errorContent, errorText } from './classify-error';
import { PageError } from './page-error';

/** What React Router hands the error boundary for an unmatched URL or a thrown `data(null, { status })`. */
function routeError(status: number, statusText = '') {
  return new ErrorResponseImpl(status, statusText, null);
}

describe('classifyError', () => {
  it('classifies route errors by status', () => {
    expect(classifyError(routeError(404, 'Not Found'))).toBe('notFound');
    expect(classifyError(routeError(403))).toBe('forbidden');
    expect(classifyError(routeError(409))).toBe('duplicate');
    expect(classifyError(routeError(400))).toBe('invalidUrl');
    expect(classifyError(routeError(401))).toBe('loginRequired');
    expect(classifyError(routeError(500))).toBe('unexpected');
  });

  it('classifies API errors by their code', () => {
    expect(classifyError(new ApiError('NOT_FOUND', '', 404))).toBe('notFound');
    expect(classifyError(new ApiError('FORBIDDEN', '', 403))).toBe('forbidden');
    expect(classifyError(new ApiError('CONFLICT', '', 409))).toBe('duplicate');
    expect(classifyError(new ApiError('VALIDATION_FAILED', '', 400))).toBe('invalidUrl');
    expect(classifyError(new ApiError('NO_TOKEN', 'No token provided', 401))).toBe('loginRequired');
    expect(classifyError(new ApiError('INVALID_TOKEN', '', 401))).toBe('loginRequired');
    expect(classifyError(new ApiError('INTERNAL', '', 500))).toBe('unexpected');
    expect(classifyError(new ApiError('NETWORK_ERROR', '', 0))).toBe('unexpected');
  });

  it('classifies page errors, malformed URLs and anything else', () => {
    expect(classifyError(new PageError('duplicate'))).toBe('duplicate');
    let uriError: unknown;
    try {
      decodeURIComponent('%E0%A4%A');
    } catch (error) {
      uriError = error;
    }
    expect(classifyError(uriError)).toBe('invalidUrl');
    expect(classifyError(new TypeError('x is undefined'))).toBe('unexpected');
    expect(classifyError('boom')).toBe('unexpected');
  });
});

describe('errorContent', () => {
  it('says the cause and the solution of each class (spec §2)', () => {
    expect(errorContent('notFound', false)).toEqual({ cause: 'ページが存在しません', solution: 'URLをご確認ください' });
    expect(errorContent('duplicate', false)).toEqual({ cause: '重複しています', solution: '一覧から再度やり直してください' });
    expect(errorContent('invalidUrl', true)).toEqual({ cause: 'URLが不正です', solution: 'URLをご確認ください' });
    expect(errorContent('unexpected', true)).toEqual({
      cause: '予期しないエラーが発生しました',
      solution: 'しばらくしてから再度お試しください',
    });
  });

  it('tells a signed-out visitor to sign in, and a signed-in user to check their permission', () => {
    expect(errorContent('forbidden', false)).toEqual({ cause: '閲覧する権限がありません', solution: 'ログインしてください' });
    expect(errorContent('forbidden', true).solution).toBe('正しい権限が付与されているかご確認ください');
  });
});

describe('errorText', () => {
  it('shows the message of the error for the default fallback', () => {
    expect(errorText(new Error('Cannot read properties of undefined'))).toBe('Cannot read properties of undefined');
    expect(errorText(routeError(404, 'Not Found'))).toBe('404 Not Found');
    expect(errorText('plain')).toBe('plain');
  });

  it('calls a missing page at an undecodable address a malformed URL', () => {
    const notFound = new PageError('notFound');
    expect(classifyErrorAt(notFound, '/%E0%A4%A')).toBe('invalidUrl');
    expect(classifyErrorAt(notFound, '/no-such-page')).toBe('notFound');
    expect(classifyErrorAt(notFound, '/%E3%81%82')).toBe('notFound');
    expect(classifyErrorAt(new PageError('duplicate'), '/%E0%A4%A')).toBe('duplicate');
  });
});
