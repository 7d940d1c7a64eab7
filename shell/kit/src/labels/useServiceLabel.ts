import { useEffect, useState } from 'react';
import { usePlatform } from '../platform/PlatformContext';
import { loadServiceLabels, serviceLabelText } from './serviceLabels';

/**
 * The text of a service label, or null until the labels are loaded (always on the server and
 * during hydration, so the caller shows its own default text meanwhile).
 */
export function useServiceLabel(key: string): string | null {
  const { http } = usePlatform();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadServiceLabels(http).then((labels) => {
      if (current && labels.length > 0) setText(serviceLabelText(labels, key));
    });
    return () => {
      current = false;
    };
  }, [http, key]);
  return text;
}
