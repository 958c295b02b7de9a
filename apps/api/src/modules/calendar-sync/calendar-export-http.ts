import type { FastifyInstance } from 'fastify';
import { sendError } from '../../http/send-error.js';
import type { CalendarSyncService } from './calendar-sync.service.js';

/** A token as the service makes them: 24 random bytes (192 bits) in base64url. */
const exportFile = /^([A-Za-z0-9_-]{32})\.ics$/;

/**
 * A listing's calendar feed behind its secret address (ADR 0057): a plain GET that other platforms poll, with an
 * ETag and 304. An unknown or rotated token is 404, like any missing page. Readers may keep it 15 minutes.
 */
export function mountCalendarExport(app: FastifyInstance, deps: { calendarSync: CalendarSyncService }) {
  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const token = exportFile.exec(request.params.file)?.[1];
    const feed = token ? await deps.calendarSync.exportFeed(token) : null;
    if (!feed) return sendError(reply, 'NOT_FOUND');
    reply
      .header('cache-control', 'private, max-age=900')
      .header('etag', feed.etag)
      .header('x-content-type-options', 'nosniff')
      .header('x-robots-tag', 'noindex');
    const asked = request.headers['if-none-match'];
    if (typeof asked === 'string' && asked.split(',').some((tag) => tag.trim() === feed.etag)) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="calendar.ics"').send(feed.body);
  });
}
