// The scenario of issue 11 on a running full stack: an administrator uploads a 12 MP phone photo
// (scripts/lib/test-photo.mjs: 4032×3024, EXIF GPS, detail at every scale) through POST /api/File/upload and makes it the
// home page's banner with PUT /api/Page, as the API allows. For the full-stack tests and benches.
import { makeTestPhoto } from './test-photo.mjs';

/** Fields of a page read that a PUT /api/Page does not take (PageUpdate is closed). */
const READ_ONLY_PAGE_FIELDS = ['mainImage', 'files', 'images', 'createdAt', 'updatedAt'];

async function json(response, what) {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs in through the API; resolves to the bearer token. */
async function signInApi(baseUrl, admin) {
  const reply = await json(
    await fetch(`${baseUrl}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password: admin.password }),
    }),
    'Sign-in',
  );
  return reply.data.token;
}

/**
 * Uploads `photo` (JPEG bytes) as `name`; resolves to the stored file (the reply's `data`) and the
 * time from sending to the 201 reply.
 */
async function uploadPhoto(baseUrl, token, photo, name = 'saha-fotografi.jpg') {
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), name);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/File/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const reply = await json(response, 'Upload');
  return { file: reply.data, ms: performance.now() - started };
}

/**
 * Makes the 4032×3024 test photo the home page's banner. Resolves to the stored file, the upload
 * time and the photo's size as uploaded.
 */
export async function setPhotoBanner(baseUrl, admin) {
  const token = await signInApi(baseUrl, admin);
  const photo = await makeTestPhoto({ texture: true });
  const { file, ms } = await uploadPhoto(baseUrl, token, photo);
  const page = (await json(await fetch(`${baseUrl}/api/Page/name/Anasayfa`), 'Home page')).data;
  const update = Object.fromEntries(
    Object.entries({ ...page, bannerImageUrl: file.path }).filter(
      ([field]) => !READ_ONLY_PAGE_FIELDS.includes(field),
    ),
  );
  await json(
    await fetch(`${baseUrl}/api/Page`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(update),
    }),
    'Home page update',
  );
  return { file, uploadMs: ms, photoBytes: photo.length };
}
