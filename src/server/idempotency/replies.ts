import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../envelope';
import type { ApiError } from '../errors';
import { REPLAYED_HEADER } from './header';
import { idempotencyRefusals } from './refusals';
import type { KeptAnswer } from './store';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The first answer again, as it was sent. Sent as text, so it is not serialized or checked against
 * the contract a second time (it was checked the first time).
 */
export function sendReplay(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  if (answer.body === null) return sendRefusal(request, reply, idempotencyRefusals.answerNotKept());
  return reply
    .code(answer.statusCode)
    .header('content-type', answer.contentType ?? JSON_TYPE)
    .header(REPLAYED_HEADER, 'true')
    .send(answer.body);
}

/**
 * An idempotency refusal in the error envelope. Sent as text because the contract declares these
 * statuses once, on the Idempotency-Key parameter, not in every operation's responses (which the
 * response check would otherwise hold them to).
 */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  request.log.info({ statusCode: error.statusCode, code: error.code, reason: error.message }, 'Request rejected');
  return reply.code(error.statusCode).headers(error.headers).header('content-type', JSON_TYPE).send(JSON.stringify(errorBody(error.code, error.message)));
}
