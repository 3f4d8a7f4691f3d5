import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { USER_SERVICE_MESSAGES } from '@/lib/service-errors';

import { TAG_NOT_FOUND_MESSAGE, TAG_STATUS_MESSAGES, toTagServiceError } from './tag-errors';

const http = (status: number) => new ApiError('lo que dijo el servidor', status, 'HttpError');

describe("the tag service's failures", () => {
  it('names each status its way, whatever the server wrote', () => {
    expect(toTagServiceError(http(403), 'list').message).toBe(TAG_STATUS_MESSAGES[403]);
    expect(toTagServiceError(http(500), 'create').message).toBe(TAG_STATUS_MESSAGES[500]);
    expect(toTagServiceError(http(404), 'delete').message).toBe(TAG_NOT_FOUND_MESSAGE);
    expect(toTagServiceError(http(418), 'update').message).toBe(TAG_STATUS_MESSAGES.default);
  });

  it('says a 429 is too many requests, to wait, as every other screen does', () => {
    const error = toTagServiceError(http(429), 'create');
    expect(error).toMatchObject({ status: 429, type: 'HttpError' });
    expect(error.message).toBe('Too many requests. Please wait and try again.');
    expect(error.message).toBe(USER_SERVICE_MESSAGES.tooManyRequests);
    expect(error.message).not.toBe(TAG_STATUS_MESSAGES.default);
  });
});
