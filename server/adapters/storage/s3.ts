import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type StorageAdapter, type StoredObject } from './types';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Absent for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/**
 * Uploads in an S3 bucket (AWS, MinIO, or any S3-compatible store), for servers that share no
 * disk. Keys are the same as on local disk; the object's content type is kept as its own.
 */
export function createS3Storage(options: S3StorageOptions): StorageAdapter {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Our files are small and written once: no multi-part uploads, no surprises from checksums
    // a self-hosted store may not know.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, data, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key): Promise<StoredObject | null> {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const data = await answer.Body!.transformToByteArray();
        return { data, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
