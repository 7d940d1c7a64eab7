export interface JobDates {
  published: boolean;
  publish_at: Date;
  expires_at: Date | null;
}

/**
 * `live` while published and `now` lies in [publish_at, expires_at) (no expiry: without end);
 * `expired` once the expiry has passed (its page says so with 410); `hidden` before the publish
 * date or when not published (its page does not exist: 404).
 */
export function jobState(job: JobDates, now: Date): 'live' | 'expired' | 'hidden' {
  if (!job.published || job.publish_at.getTime() > now.getTime()) return 'hidden';
  if (job.expires_at && job.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'live';
}
