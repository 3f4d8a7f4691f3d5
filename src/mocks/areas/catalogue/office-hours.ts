import { fromDayNumber, isBusinessDay } from '@/lib/chile-business-days';
import { chileWallTimeToInstant } from '@/lib/chile-time';

/*
 * Issue 36: the times a buyer sets. A process is published, asks its questions, answers them,
 * closes and opens its offers on business days in Chile, at office hours: a close usually at
 * 15:00-17:30, on the half hour; answers before the close, openings minutes after it, an award on
 * a later business day. Agile purchases keep their own short rhythm (a close at 10:00-17:30, one
 * to ten days after publication).
 *
 * The generator draws each date as an offset from `now` (opportunities.ts); this file moves each
 * one to the nearest business day a buyer would pick, at a time of day taken from the record's id
 * rather than from the random stream, so the rest of the catalogue stays what it was and a record
 * keeps its hours from one day to the next. Nothing here reads the clock: `now` comes in.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Offsets in ms from `now`, as the generator draws them. */
export type DateOffsets = {
  created: number;
  published: number;
  questionsClose: number | null;
  answersPublished: number | null;
  fieldVisit: number | null;
  close: number;
  technicalOpening: number | null;
  estimatedAward: number | null;
  awarded: number | null;
};

/** The same dates as instants (ms), every one at an office hour of a business day. */
export type OfficeInstants = {
  [Key in keyof DateOffsets]: DateOffsets[Key] extends number ? number : number | null;
};

export type OfficeSchedule = {
  /** 1..N: where the record's times of day come from. */
  id: number;
  agile: boolean;
  /** Still taking offers: the close stays ahead of `now`. */
  open: boolean;
  /** Awarded: the opening and the award both lie before `now`. */
  awarded: boolean;
};

/** A Chile calendar day, as days since 1970-01-01. */
type Day = number;

const businessDays = new Map<Day, boolean>();
const noonOffsets = new Map<Day, number>();

function isBusiness(day: Day): boolean {
  let known = businessDays.get(day);
  if (known === undefined) {
    known = isBusinessDay(fromDayNumber(day));
    businessDays.set(day, known);
  }
  return known;
}

/** How far the instant of Chile's noon is from UTC's noon that day (3 or 4 hours, in ms). */
function offsetOf(day: Day): number {
  let offset = noonOffsets.get(day);
  if (offset === undefined) {
    const key = new Date(day * DAY).toISOString().slice(0, 10);
    offset = chileWallTimeToInstant(key, '12:00')!.getTime() - (day * DAY + 12 * HOUR);
    noonOffsets.set(day, offset);
  }
  return offset;
}

/** The instant of `minutes` after midnight on a Chile day (office hours, far from any change). */
const at = (day: Day, minutes: number) => day * DAY + minutes * MINUTE + offsetOf(day);

/** The Chile day an instant falls on. */
function dayOf(ms: number): Day {
  const guess = Math.floor((ms - 3.5 * HOUR) / DAY);
  return Math.floor((ms - offsetOf(guess)) / DAY);
}

/** `day` itself when it is a business day, else the nearest one in the direction of `step`. */
function business(day: Day, step: 1 | -1): Day {
  let current = day;
  while (!isBusiness(current)) current += step;
  return current;
}

/** A well-mixed 32-bit number from a record's id and a salt: the record's own choice of hour. */
function mix(id: number, salt: number): number {
  let hash = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0x27d4eb2f);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Minutes after midnight in [from, to], on a grid of `step` minutes. */
const timeIn = (id: number, salt: number, from: string, to: string, step = 1) => {
  const start = minutesOf(from);
  const slots = Math.floor((minutesOf(to) - start) / step) + 1;
  return start + (mix(id, salt) % slots) * step;
};

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The close a buyer sets: 15:00-17:30 (agile purchases 10:00-17:30), on the half hour. */
const closeTimeOf = (salt: number, agile: boolean) =>
  agile ? timeIn(salt, 1, '10:00', '17:30', 30) : timeIn(salt, 1, '15:00', '17:30', 30);

/** When a tender is published (09:00-13:30); an agile purchase any office hour (08:30-17:30). */
const publicationTimeOf = (salt: number, agile: boolean) =>
  agile ? timeIn(salt, 3, '08:30', '17:30') : timeIn(salt, 3, '09:00', '13:30');

/** `time` on the latest business day on which it is at or before `ms`. */
function atOrBefore(ms: number, time: number): number {
  let day = business(dayOf(ms), -1);
  if (at(day, time) > ms) day = business(day - 1, -1);
  return at(day, time);
}

/** `time` on the earliest business day on which it is at or after `ms`. */
function atOrAfter(ms: number, time: number): number {
  let day = business(dayOf(ms), 1);
  if (at(day, time) < ms) day = business(day + 1, 1);
  return at(day, time);
}

/** What an agile purchase does not have: questions, answers, visit, opening, award dates. */
export const NO_TENDER_DATES = {
  questionsClose: null,
  answersPublished: null,
  fieldVisit: null,
  technicalOpening: null,
  estimatedAward: null,
  awarded: null,
} as const;

/** The business days from `first` to `last`, both included. */
function businessDaysFrom(first: Day, last: Day): Day[] {
  const days: Day[] = [];
  for (let day = first; day <= last; day += 1) if (isBusiness(day)) days.push(day);
  return days;
}

/** The generator's offsets moved to the hours a buyer would set (see the top of this file). */
export function officeInstants(
  nowMs: number,
  offsets: DateOffsets,
  { id, agile, open, awarded }: OfficeSchedule,
): OfficeInstants {
  const closeAt = closeTimeOf(id, agile);
  const openingAt = closeAt + 5 + (mix(id, 2) % 4) * 5;
  // An award needs room after the opening and before now; the latest it can take is 10 minutes on.
  const earliestAward = (day: Day) => at(day, openingAt + 10);

  let closeDay = business(dayOf(nowMs + offsets.close), open ? 1 : -1);
  if (open) {
    while (at(closeDay, closeAt) <= nowMs) closeDay = business(closeDay + 1, 1);
  } else {
    while (at(closeDay, closeAt) >= nowMs || (awarded && earliestAward(closeDay) >= nowMs)) {
      closeDay = business(closeDay - 1, -1);
    }
  }

  const publishedAt = publicationTimeOf(id, agile);
  const spanFrom = (day: Day) => at(closeDay, closeAt) - at(day, publishedAt);
  // An agile purchase keeps the days it was drawn to stay open; a tender its publication day.
  let publishedDay = agile
    ? business(dayOf(at(closeDay, closeAt) - (offsets.close - offsets.published)), 1)
    : business(dayOf(nowMs + offsets.published), -1);
  publishedDay = Math.min(publishedDay, business(closeDay - 1, -1));
  while (at(publishedDay, publishedAt) > nowMs || (agile && spanFrom(publishedDay) < DAY - HOUR)) {
    publishedDay = business(publishedDay - 1, -1);
  }
  if (agile) {
    // ...and stays open ten days at most: published later while that is still in the past,
    // else closed earlier while that is still ahead.
    while (spanFrom(publishedDay) > 10 * DAY) {
      const later = business(publishedDay + 1, 1);
      if (at(later, publishedAt) > nowMs || spanFrom(later) < DAY - HOUR) break;
      publishedDay = later;
    }
    const published = at(publishedDay, publishedAt);
    while (spanFrom(publishedDay) > 10 * DAY) {
      const earlier = business(closeDay - 1, -1);
      if (at(earlier, closeAt) <= (open ? nowMs : published + DAY)) break;
      closeDay = earlier;
    }
  }
  const published = at(publishedDay, publishedAt);
  const close = at(closeDay, closeAt);

  const createdDaysBefore = Math.max(1, Math.round((offsets.published - offsets.created) / DAY));
  const created = at(
    business(publishedDay - createdDaysBefore, -1),
    timeIn(id, 4, '09:00', '17:30'),
  );

  if (agile) return { ...NO_TENDER_DATES, created, published, close };

  // Questions, their answers and the field visit fall on the business days between publication
  // and close, in the same proportions the generator drew, at their own hours of the day.
  const days = businessDaysFrom(publishedDay, closeDay);
  const span = offsets.close - offsets.published;
  const dayAt = (offset: number) => {
    if (days.length < 3) return days[0]!;
    const index = Math.round(((offset - offsets.published) / span) * (days.length - 1));
    return days[Math.min(days.length - 2, Math.max(1, index))]!;
  };
  const between = days.length >= 3;
  const questionsClose =
    offsets.questionsClose === null
      ? null
      : between
        ? at(dayAt(offsets.questionsClose), timeIn(id, 5, '12:00', '14:00', 30))
        : published + HOUR;
  const answersPublished =
    offsets.answersPublished === null
      ? null
      : between
        ? at(dayAt(offsets.answersPublished), timeIn(id, 6, '14:30', '17:30'))
        : published + 2 * HOUR;
  const fieldVisit =
    offsets.fieldVisit === null || !between
      ? null
      : at(dayAt(offsets.fieldVisit), timeIn(id, 7, '09:00', '11:30', 30));

  const technicalOpening =
    offsets.technicalOpening === null && !awarded ? null : at(closeDay, openingAt);

  let estimatedAward: number | null = null;
  if (offsets.estimatedAward !== null) {
    estimatedAward = at(
      business(Math.max(closeDay + 1, dayOf(nowMs + offsets.estimatedAward)), 1),
      timeIn(id, 8, '09:00', '17:00'),
    );
  }

  let awardedAt: number | null = null;
  if (awarded) {
    const awardTime = timeIn(id, 9, '09:00', '17:30');
    let awardDay = business(dayOf(nowMs + (offsets.awarded ?? 0)), -1);
    if (at(awardDay, awardTime) >= nowMs) awardDay = business(awardDay - 1, -1);
    awardedAt = awardDay > closeDay ? at(awardDay, awardTime) : earliestAward(closeDay);
  }

  return {
    created,
    published,
    questionsClose,
    answersPublished,
    fieldVisit,
    close,
    technicalOpening,
    estimatedAward,
    awarded: awardedAt,
  };
}

/**
 * The latest office hour (09:00-17:30 of a business day, the minute taken from `salt`) at or
 * before `ms`: when a buyer signs an award that the generator drew at any hour.
 */
export function officeHourBefore(ms: number, salt: number): number {
  return atOrBefore(ms, timeIn(salt, 10, '09:00', '17:30'));
}

/** A close a buyer sets at or before `ms`. */
export const officeCloseOnOrBefore = (ms: number, salt: number, agile: boolean) =>
  atOrBefore(ms, closeTimeOf(salt, agile));

/** A close a buyer sets at or after `ms`. */
export const officeCloseOnOrAfter = (ms: number, salt: number, agile: boolean) =>
  atOrAfter(ms, closeTimeOf(salt, agile));

/**
 * A tender's publication on the business day nearest to the day of `ms` (a Saturday's Friday, a
 * Sunday's Monday), always after `notBefore`.
 */
export function officePublicationNear(ms: number, salt: number, notBefore: number): number {
  const time = publicationTimeOf(salt, false);
  let day = dayOf(ms);
  if (!isBusiness(day)) {
    const before = business(day - 1, -1);
    const after = business(day + 1, 1);
    day = day - before <= after - day && at(before, time) > notBefore ? before : after;
  }
  while (at(day, time) <= notBefore) day = business(day + 1, 1);
  return at(day, time);
}
