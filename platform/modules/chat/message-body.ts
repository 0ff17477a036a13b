/** A message arrives as JSON ({ text }) or, with images, as multipart (attachment-upload.ts). */
import type { FastifyRequest } from 'fastify';
import { parseInput } from '../../http/envelope.ts';
import { readMultipartMessage, type IncomingMessage } from './attachment-upload.ts';
import { textBody } from './inputs.ts';

export async function readMessageBody(request: FastifyRequest): Promise<IncomingMessage> {
  if (request.isMultipart()) return readMultipartMessage(request);
  const body = parseInput(request, textBody, request.body);
  return { text: body.text, images: [] };
}
