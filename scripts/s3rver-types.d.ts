// s3rver 3.7.1 ships no types: the part scripts/s3rver.ts uses.
declare module 's3rver' {
  interface Options {
    port: number;
    address: string;
    silent: boolean;
    directory: string;
    configureBuckets: Array<{ name: string; configs: string[] }>;
  }
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
