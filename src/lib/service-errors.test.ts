import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ApiError } from './api-client';
import {
  requireId,
  runUserRead,
  toSavedSearchServiceError,
  toUserServiceError,
  USER_CALLS,
  type UserCall,
} from './service-errors';

const http = (status: number, message = 'lo que diga el servidor') =>
  new ApiError(message, status, status === 401 ? 'AuthError' : 'HttpError', { message });

describe('the user service, by status', () => {
  it.each([
    ['me', 'User information not found.'],
    ['companyUsers', 'Company not found or no users available.'],
    ['uploads', 'No uploads found.'],
    ['impersonate', 'Target user not found.'],
    ['globalUsers', 'Users not found.'],
    ['updateProfile', 'User not found.'],
    ['guestUsers', 'No guest users found.'],
    ['updateEmail', 'Usuario no encontrado.'],
  ] as const)('a 404 of %s: %s', (call, message) => {
    expect(toUserServiceError(http(404), call)).toMatchObject({ status: 404, message });
  });

  it.each(Object.keys(USER_CALLS) as UserCall[])('the fixed texts of %s', (call) => {
    expect(toUserServiceError(http(401), call)).toMatchObject({
      status: 401,
      type: 'AuthError',
      message: 'Authentication failed. Please login again.',
    });
    expect(toUserServiceError(http(429), call).message).toBe(
      'Too many requests. Please wait and try again.',
    );
    for (const status of [500, 502, 503]) {
      expect(toUserServiceError(http(status), call)).toMatchObject({
        status,
        message: 'Server error. Please try again later.',
      });
    }
    expect(toUserServiceError(new ApiError('x', 0, 'NetworkError'), call)).toMatchObject({
      status: 0,
      type: 'NetworkError',
      message: 'Error de red. Revisa tu conexion de internet y prueba nuevamente.',
    });
    // Any other status: the server's own message.
    expect(toUserServiceError(http(409), call).message).toBe('lo que diga el servidor');
  });

  it("a 403 not taken by the subscription handler: the call's permission text, else the server's", () => {
    expect(toUserServiceError(http(403), 'updateEmail').message).toBe(
      'No tiene permisos para actualizar este usuario.',
    );
    expect(toUserServiceError(http(403), 'updateProfile').message).toBe(
      'No tiene permisos para actualizar este usuario.',
    );
    expect(toUserServiceError(http(403), 'globalUsers').message).toBe('lo que diga el servidor');
    expect(toUserServiceError(new ApiError('x', 403, 'HttpError'), 'me').message).toBe(
      'No tiene permisos para realizar esta acción.',
    );
  });

  it("keeps 'No token available', a cancel, a timeout, a check and a wrong shape as they are", () => {
    const kept = [
      new ApiError('No token available', 401, 'AuthError'),
      new ApiError('Solicitud cancelada', 0, 'AbortError'),
      new ApiError('Request timeout after 30 seconds', 408, 'TimeoutError'),
      new ApiError('Invalid company ID provided', 400, 'ValidationError'),
      new ApiError('Invalid response data structure', 500, 'InvalidResponse'),
      new ApiError('SUBSCRIPTION_EXPIRED', 403, 'SubscriptionExpired'),
    ];
    for (const error of kept) expect(toUserServiceError(error, 'me')).toBe(error);
  });

  it("names a failure that is no answer 'Error inesperado al ...' (500)", () => {
    expect(toUserServiceError(new TypeError('boom'), 'me')).toMatchObject({
      status: 500,
      message: 'Error inesperado al obtener la información del usuario.',
    });
    expect(toUserServiceError(new TypeError('boom'), 'updateEmail').message).toBe(
      'Error inesperado al actualizar el correo electrónico.',
    );
  });

  it('turns a refused input into a 400 with its own words', () => {
    const refused = z.object({ id: z.number({ error: 'Invalid payload: must include user id' }) });
    const error = toUserServiceError(refused.safeParse({}).error, 'updateProfile');
    expect(error).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: 'Invalid payload: must include user id',
    });
  });
});

describe('a read of the user service under an expired subscription', () => {
  it('returns nothing when the subscription handler took the 403', async () => {
    const expired = new ApiError('SUBSCRIPTION_EXPIRED', 403, 'SubscriptionExpired');
    await expect(runUserRead('me', () => Promise.reject(expired))).resolves.toBeNull();
  });

  it('fails as any other failure otherwise', async () => {
    await expect(
      runUserRead('me', () => Promise.reject(http(403, 'Sin permiso.'))),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Sin permiso.',
    });
  });
});

describe('the saved-search service', () => {
  it("keeps the server's message, or says the call's own, with the status", () => {
    expect(toSavedSearchServiceError(http(404), 'list')).toMatchObject({
      status: 404,
      message: 'lo que diga el servidor',
    });
    const bare = new ApiError(
      'Error del servidor. Inténtalo de nuevo más tarde.',
      500,
      'HttpError',
    );
    expect(toSavedSearchServiceError(bare, 'history').message).toBe('Error fetching user queries');
    expect(toSavedSearchServiceError(bare, 'create').message).toBe('Error saving search');
    expect(toSavedSearchServiceError(new ApiError('x', 0, 'NetworkError'), 'delete')).toMatchObject(
      { status: 0, message: 'Connection error. Check your internet connection.' },
    );
  });
});

describe('ids', () => {
  it.each([0, -1, 1.5, Number.NaN, undefined, null, '1'])('refuses %s with a 400', (value) => {
    expect(() => requireId(value, 'Invalid company ID provided')).toThrow(
      expect.objectContaining({
        status: 400,
        type: 'ValidationError',
        message: 'Invalid company ID provided',
      }),
    );
  });

  it('lets a positive whole number through', () => {
    expect(requireId(7, 'Invalid user ID provided')).toBe(7);
  });
});
