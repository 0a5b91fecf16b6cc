/* sgemm_ceiling.c - OpenBLAS sgemm GFLOP/s on this machine's cores, the
 * compute ceiling the CPU attention kernel is compared against.
 * Usage: sgemm_ceiling [N] [iters]   (square N x N x N, median of iters) */
#include <cblas.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2048;
  int iters = argc > 2 ? atoi(argv[2]) : 7;
  if (n <= 0 || iters <= 0) {
    fprintf(stderr, "usage: sgemm_ceiling [N > 0] [iters > 0]\n");
    return 1;
  }
  float *a = malloc(sizeof(float) * n * n), *b = malloc(sizeof(float) * n * n),
        *c = malloc(sizeof(float) * n * n);
  double *times = malloc(sizeof(double) * iters);
  if (!a || !b || !c || !times) {
    fprintf(stderr, "sgemm_ceiling: out of memory\n");
    return 1;
  }
  for (long i = 0; i < (long)n * n; ++i) {
    a[i] = (float)((i * 37) % 101) / 101.0f - 0.5f;
    b[i] = (float)((i * 53) % 103) / 103.0f - 0.5f;
  }
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, n, n, n, 1.0f, a, n, b,
              n, 0.0f, c, n); /* warm-up */
  for (int it = 0; it < iters; ++it) {
    double start = now();
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, n, n, n, 1.0f, a, n,
                b, n, 0.0f, c, n);
    times[it] = now() - start;
  }
  qsort(times, iters, sizeof(double), compare);
  double median = times[iters / 2];
  printf("{\"n\": %d, \"median_ms\": %.3f, \"gflops\": %.1f}\n", n,
         median * 1e3, 2.0 * n * (double)n * n / median / 1e9);
  free(a);
  free(b);
  free(c);
  free(times);
  return 0;
}
