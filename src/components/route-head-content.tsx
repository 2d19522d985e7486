import { HeadContent } from '@tanstack/react-router';

/** Only ever loaded lazily by route-head.tsx. */
export default function RouteHeadContent() {
  return <HeadContent />;
}
