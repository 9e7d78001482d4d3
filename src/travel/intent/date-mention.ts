import type { Window } from './calendar.js';
import type { Holiday } from './holidays.js';

/** A departure and a return said apart, or a day and the next one named, lie this close at most: two months. */
export const TRIP_SPAN_DAYS = 62;
/** Two full dates joined as a range ("du 1er février au 30 avril"), or a return said as one, may be a long stay: a year at most. */
export const LONG_STAY_DAYS = 366;
/** The most days of a long weekend (Thursday to Sunday, Friday to Monday). */
export const LONG_WEEKEND_DAYS = 4;

export type DateKind = 'day' | 'range' | 'month' | 'period';

/** A date phrase of a request as a window on the calendar (date-grammar.ts reads them). */
export interface DateMention {
  /** Token span. */
  start: number;
  end: number;
  window: Window;
  kind: DateKind;
  /** A holiday weekend ("Memorial Day weekend") implies a trip length. */
  holiday?: Holiday;
  weekend?: boolean;
  /** A range of weekdays ("du vendredi au dimanche"): its first weekday and length in days, placed around a date of the request by the reader. */
  weekdays?: { from: number; days: number };
  /** The day a holiday falls on, for a range of weekdays said around it ("pont du 14 juillet, du samedi au mardi"). */
  anchor?: Date;
  /** A day named without its month ("back on the 17th"): the day of the month, read from today until a date before it anchors it. */
  day_only?: number;
  /** A range of days named without their month ("del 4 al 8"): placed like day_only. */
  days_only?: [number, number];
  /** The weekday said with a day named without its month ("domingo 11"): it is placed in a month where they agree. */
  on_weekday?: number;
  /** The days from one holiday to another ("entre Noël et le jour de l'an"). */
  between_holidays?: boolean;
  /** A whole year ("next year"): broad, it yields to any date inside it. */
  year?: boolean;
  /**
   * A week or a half of a month said as the trip's time ("la primera semana de julio", "the second half of August"): the trip
   * it holds lasts its days when no length is said.
   */
  trip_days?: number;
  /** A weekday named alone ("coming back the Monday", "retour le lundi"): read from today until a date before it anchors it. */
  weekday_only?: number;
  /** The window is the trip itself (a weekend named for its dates: "this weekend", "in three weeks, a weekend"). */
  closed?: boolean;
  /** The phrase may name two windows ("next weekend" on a Wednesday): it is reported, not read. */
  ambiguous?: boolean;
  /**
   * A week named by a day of it or by a holiday ("the week of the 12th", "semana do dia 12", "la semana después de Reyes"): a
   * window the trip lies in when a shorter length is said.
   */
  week_of?: boolean;
  /** Two following days listed with "and" ("18 e 19 marzo"): they may be the nights of a stay, which then ends the day after. */
  listed?: boolean;
  /** A day counted in days from today ("in 10 days", "daqui a quinze dias"): a weekend said after it is that day's. */
  counted?: boolean;
  /** A day counted in weeks or months from today ("in two weeks"): only its week is meant, so a weekday named after it is the day. */
  week_only?: boolean;
  /** Counted from the date phrase before it ("the day before", "am Samstag davor"): a later such phrase counts from that one too. */
  counted_back?: boolean;
  /** School holidays whose dates differ between the writer's country's regions, the region not known: the window spans them all. */
  regional?: boolean;
}
