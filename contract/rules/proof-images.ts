/**
 * Shared by the withdraw form (checked before upload) and the platform (checked again, the one that counts).
 * Proof images of a "not received" confirmation (quality bars: png or jpg only by their bytes, not their name;
 * at most 5 MB each and 3 files). The type is read from the file's first bytes; the name and the declared
 * content type are ignored, so an SVG or a script renamed .png is refused.
 */
export const MAX_PROOF_FILES = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export type ProofType = 'png' | 'jpg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** 'png' or 'jpg' when the bytes are one, else null. */
export function proofType(bytes: Uint8Array): ProofType | null {
  // PNG: the 8-byte signature, then the IHDR chunk that every PNG starts with.
  if (
    bytes.length >= 24 &&
    PNG_SIGNATURE.every((b, i) => bytes[i] === b) &&
    String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR'
  )
    return 'png';
  // JPEG: start-of-image FF D8, then a segment marker (FF C0-FE: APPn, DQT, SOF, COM ...). The end is not
  // checked: cameras and editors may append data after the end-of-image marker.
  if (
    bytes.length >= 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[3]! >= 0xc0 &&
    bytes[3]! <= 0xfe
  )
    return 'jpg';
  return null;
}
