import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { ImageStoreConfig } from '../../server/config.ts';

// A real S3-protocol server for the tests (s3rver, an npm devDependency: the project installs it, nothing else is
// needed), on a free port with its own folder. The server under test talks to it through the AWS SDK exactly as it
// would to AWS S3 or MinIO: signed requests, path-style addressing.

export interface ThrowawayS3 {
  endpoint: string;
  bucket: string;
  /** The configuration a server copy gets (config.ts imageStore), as S3_* would give it. */
  store: Extract<ImageStoreConfig, { kind: 's3' }>;
  /** The same environment, for a child server. */
  env: Record<string, string>;
  /** Stops answering (an outage) until start() again; what was stored stays. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Makes an object (key under the prefix) look written at `when`, as one a crash left long ago would be. */
  backdate(key: string, when: Date): Promise<void>;
  /** Stops and removes its folder. */
  destroy(): Promise<void>;
}

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const prefix = 'uploads/';

export async function startThrowawayS3(bucket = 'complaint-images'): Promise<ThrowawayS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] });
    const address = (await server.run()) as AddressInfo;
    port = address.port;
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    store: { kind: 's3', bucket, prefix, region: 'us-east-1', endpoint, forcePathStyle: true, credentials },
    env: { S3_BUCKET: bucket, S3_PREFIX: prefix, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey },
    stop,
    start,
    // s3rver answers an object file's mtime as its LastModified; the file is `<key>._S3rver_object` in the bucket's folder.
    async backdate(key, when) {
      await utimes(path.join(directory, bucket, ...`${prefix}${key}._S3rver_object`.split('/')), when, when);
    },
    async destroy() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
