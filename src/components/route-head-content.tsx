import { HeadContent } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { SERVER_HEAD_ATTRIBUTE } from '../lib/seo';

/**
 * Only ever loaded lazily by route-head.tsx. The server's copies of the tags go as React's own
 * arrive, so that a later navigation's title and description are the only ones in the <head>.
 */
export default function RouteHeadContent() {
  useLayoutEffect(() => {
    for (const element of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) {
      element.remove();
    }
  }, []);
  return <HeadContent />;
}
