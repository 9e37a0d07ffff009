import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The liveness and readiness probes (routes in modules/system): a load balancer asks every few seconds, and
 * at info their two lines a request would bury the shop's own. The paths themselves, whatever query a
 * balancer adds; `/api/healthz` or `/api/health/x` are ordinary requests.
 */
const PROBES = new Set(['/api/health', '/api/ready']);

const isProbe = (request: FastifyRequest): boolean =>
  request.method === 'GET' && PROBES.has(request.url.split('?')[0] ?? '');

/**
 * Fastify's request log with the probes' lines at debug instead of info: LOG_LEVEL=debug still shows them,
 * and a probe that fails (a 5xx or an error) is logged as any request is. Every other line is Fastify's own.
 */
export class ProbeQuietLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (!isProbe(request)) return super.incomingRequest(request, reply);
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || reply.statusCode >= 500 || !isProbe(request)) {
      return super.requestCompleted(error, request, reply);
    }
    if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
