/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Requests to send in all (instead of a duration). */
      amount?: number;
      pipelining?: number;
      timeout?: number;
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      total?: number;
    }

    interface Result {
      url: string;
      connections: number;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      /** Milliseconds. */
      latency: Histogram;
      /** Per-second samples; `total` is the number of completed requests. */
      requests: Histogram & { sent: number };
      /** Bytes per second. */
      throughput: Histogram;
    }
  }

  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
