import { useEffect, useState } from 'react';

/**
 * Whether the browser says it is online. True on the server and until hydration, so the first
 * render matches the server's; then the browser's word, followed through `online` and `offline`.
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const follow = () => setOnline(navigator.onLine !== false);
    follow();
    window.addEventListener('online', follow);
    window.addEventListener('offline', follow);
    return () => {
      window.removeEventListener('online', follow);
      window.removeEventListener('offline', follow);
    };
  }, []);
  return online;
}
