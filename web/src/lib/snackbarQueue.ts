import type { ReactNode } from 'react';
import { SNACKBAR_DEFAULT_TIMEOUT_MS, SNACKBAR_SWIPE_DISMISS_PX } from '@inkstone/shared/constants';

/** spec §9: snackbar colours. */
export type SnackbarColor = 'success' | 'error' | 'warning' | 'info';

/** A button beside the text that does what the message suggests (e.g. open the top-up dialog). */
export interface SnackbarAction {
  label: string;
  onClick: () => void;
}

/** spec §3 "Snackbar entry": id, text, icon (optional), timeout, showing — plus its colour and action. */
export interface SnackbarEntry {
  id: number;
  text: string;
  icon?: ReactNode;
  timeout: number;
  showing: boolean;
  color: SnackbarColor;
  action?: SnackbarAction;
}

/** What a caller asks for; timeout defaults to 4000 ms and 0 means "until closed". */
export interface SnackbarInput {
  text: string;
  color?: SnackbarColor;
  timeout?: number;
  icon?: ReactNode;
  action?: SnackbarAction;
}

/** At most this many notifications are on screen; older ones wait their turn. */
export const MAX_VISIBLE_SNACKBARS = 3;

/** Builds the entry for a request, applying the spec's defaults. */
export function entryFor(input: SnackbarInput, id: number): SnackbarEntry {
  return {
    id,
    text: input.text,
    icon: input.icon,
    timeout: Math.max(0, input.timeout ?? SNACKBAR_DEFAULT_TIMEOUT_MS),
    showing: true,
    color: input.color ?? 'info',
    action: input.action,
  };
}

/** Whether the entry closes by itself (spec §4: a timeout of 0 never auto-closes). */
export function autoCloses(entry: SnackbarEntry): boolean {
  return entry.timeout > 0;
}

/** Marks an entry as closing; it leaves the queue once its exit animation ends. */
export function hideEntry(queue: SnackbarEntry[], id: number): SnackbarEntry[] {
  return queue.map((entry) => (entry.id === id ? { ...entry, showing: false } : entry));
}

/** Drops an entry from the queue. */
export function removeEntry(queue: SnackbarEntry[], id: number): SnackbarEntry[] {
  return queue.filter((entry) => entry.id !== id);
}

/** The entries on screen: the oldest few, in order of arrival. */
export function visibleEntries(queue: SnackbarEntry[]): SnackbarEntry[] {
  return queue.slice(0, MAX_VISIBLE_SNACKBARS);
}

/** spec §9: a horizontal swipe further than 50 px dismisses the notification. */
export function isSwipeDismiss(deltaX: number): boolean {
  return Math.abs(deltaX) > SNACKBAR_SWIPE_DISMISS_PX;
}
