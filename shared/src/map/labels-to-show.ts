/** A label that could be shown: its anchor on the screen, in pixels, and its text. */
export interface LabelCandidate<T> {
  item: T;
  x: number;
  y: number;
  text: string;
}

/** Roughly the label's box at the map's 12 px label font: wide enough to keep names apart. */
const charWidth = 6.5;
const labelHeight = 16;
const gap = 4;

/**
 * The labels to draw, in the order given (most important first), leaving out any that would
 * overlap one already kept, and at most `limit` of them: crowded labels are unreadable, and a
 * town's name appears once the user zooms in far enough to give it room.
 */
export function labelsToShow<T>(
  candidates: readonly LabelCandidate<T>[],
  limit: number,
): LabelCandidate<T>[] {
  const kept: { left: number; right: number; top: number; bottom: number }[] = [];
  const shown: LabelCandidate<T>[] = [];
  for (const candidate of candidates) {
    if (shown.length >= limit) break;
    const width = candidate.text.length * charWidth + 12;
    const box = {
      left: candidate.x - 6,
      right: candidate.x + width,
      top: candidate.y - labelHeight / 2,
      bottom: candidate.y + labelHeight / 2,
    };
    const overlaps = kept.some(
      (other) =>
        box.left < other.right + gap &&
        box.right + gap > other.left &&
        box.top < other.bottom + gap &&
        box.bottom + gap > other.top,
    );
    if (overlaps) continue;
    kept.push(box);
    shown.push(candidate);
  }
  return shown;
}
