// `npm run bench:flood`'s autocannon requests (loaded by path in its worker threads, hence
// CommonJS): each request's path gets a suffix no request had before, so that every one is an
// address nobody asked for (`/uydurma` -> `/uydurma-k3x9q-17`, `/product/uydurma` likewise).
const run = Math.random().toString(36).slice(2, 8);
let next = 0;

module.exports = function madeUpAddress(request) {
  next += 1;
  return { ...request, path: `${request.path}-${run}-${next}` };
};
