import { describe, expect, it } from 'vitest';

import { buildSearchJson } from '@/lib/search-json';

import { makeSavedSearch } from '@/testing/saved-searches';

import {
  initialFormValues,
  resolveSearchJson,
  SAVED_SEARCH_MESSAGES,
  savedSearchFormSchema,
  sortNotificationTimes,
} from './saved-search-form';

const messages = (value: unknown) => {
  const result = savedSearchFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('savedSearchFormSchema', () => {
  const valid = { name: 'Camionetas', sendEmail: false, notificationTimes: [], notifyUserIds: [] };

  it('trims the name and requires it', () => {
    expect(savedSearchFormSchema.parse({ ...valid, name: '  Camionetas  ' }).name).toBe(
      'Camionetas',
    );
    expect(messages({ ...valid, name: '   ' })).toEqual([SAVED_SEARCH_MESSAGES.nameRequired]);
  });

  it('asks for times and recipients only when the alerts are on', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, sendEmail: true })).toEqual([
      SAVED_SEARCH_MESSAGES.timesRequired,
      SAVED_SEARCH_MESSAGES.usersRequired,
    ]);
    expect(
      messages({ ...valid, sendEmail: true, notificationTimes: ['08:00'], notifyUserIds: [3] }),
    ).toEqual([]);
  });

  it('accepts only the six spec times', () => {
    expect(messages({ ...valid, notificationTimes: ['09:00'] })).toHaveLength(1);
  });
});

describe('sortNotificationTimes', () => {
  it("keeps the day's order and drops unknown times", () => {
    expect(sortNotificationTimes(['18:00', '09:30', '08:00', '12:00'])).toEqual([
      '08:00',
      '12:00',
      '18:00',
    ]);
  });
});

describe('initialFormValues', () => {
  it('is empty when creating', () => {
    expect(initialFormValues()).toEqual({
      name: '',
      sendEmail: false,
      notificationTimes: [],
      notifyUserIds: [],
    });
  });

  it('starts from the stored search when editing', () => {
    const search = makeSavedSearch({
      name: 'Aseo',
      sendEmail: true,
      notificationTimes: ['16:00', '08:00', '07:00'],
      notifyUsers: [{ id: 4, name: 'Ana', email: 'ana@empresa.cl' }],
    });
    expect(initialFormValues(search)).toEqual({
      name: 'Aseo',
      sendEmail: true,
      notificationTimes: ['08:00', '16:00'],
      notifyUserIds: [4],
    });
  });
});

describe('resolveSearchJson', () => {
  const stored = makeSavedSearch({ params: { query: 'búsqueda guardada' } });
  const current = { query: 'búsqueda actual', procedencia: ['LE'] };

  it('builds the json from the current parameters when creating', () => {
    expect(resolveSearchJson({ searchParams: current })).toEqual(buildSearchJson(current));
  });

  it('lets the current parameters win over the stored json when editing', () => {
    expect(resolveSearchJson({ searchParams: current, savedSearch: stored })).toEqual(
      buildSearchJson(current),
    );
  });

  it('keeps the stored json when editing without parameters', () => {
    expect(resolveSearchJson({ savedSearch: stored })).toBe(stored.json_data);
  });

  it('has nothing to save without either', () => {
    expect(resolveSearchJson({})).toBeNull();
  });
});
