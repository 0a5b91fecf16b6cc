/*===- Philox.h - the counter-based generator behind attn dropout --------===*
 *
 * Every backend draws the dropout mask of attn.sdpa from Philox4x32-10 so
 * that CPU, generated GPU kernels and references agree bit for bit. This
 * header is the runtime's definition of that contract.
 *
 *===---------------------------------------------------------------------===*/

#ifndef ATTN_RUNTIME_PHILOX_H
#define ATTN_RUNTIME_PHILOX_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Philox4x32 with 10 rounds: encrypts `counter` under `key` into `out`.
void attn_philox4x32_10(const uint32_t counter[4], const uint32_t key[2],
                        uint32_t out[4]);

/// The dropout decision of attn.sdpa for one (batch, head, row, column):
/// word 0 of Philox4x32-10 with key (seed mod 2^32, seed div 2^32) and
/// counter (col, row, batch * num_heads_q + head, offset mod 2^32), kept iff
/// it is >= attn_dropout_threshold(probability). Returns 1 to keep.
int attn_dropout_keep(uint64_t seed, uint64_t offset, int64_t batch,
                      int64_t head, int64_t num_heads_q, int64_t row,
                      int64_t col, uint32_t threshold);

/// floor(probability * 2^32) for probability in [0, 1).
uint32_t attn_dropout_threshold(double probability);

#ifdef __cplusplus
}
#endif

#endif /* ATTN_RUNTIME_PHILOX_H */
