// The visitor's position for "near me", asked only when they press the button. It stays on
// the device: dealers are sorted locally.
import { useCallback, useState } from 'react';
import type { LatLng } from '../../lib/geo.ts';
import { msg } from '../../i18n/index.ts';

export type LocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: LatLng }
  | { status: 'failed'; /** English, marked with msg(): shown with t() */ message: string };

export function useLocation() {
  const [state, setState] = useState<LocationState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({
        status: 'failed',
        message: msg(
          'This browser cannot share your location. Search by city or PIN code instead.',
        ),
      });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({
          status: 'located',
          position: { latitude: coords.latitude, longitude: coords.longitude },
        }),
      (error) =>
        setState({
          status: 'failed',
          message:
            error.code === error.PERMISSION_DENIED
              ? msg('Location permission was refused. Search by city, state or PIN code instead.')
              : msg('Your location could not be found. Search by city, state or PIN code instead.'),
        }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60 * 1000 },
    );
  }, []);
  const clear = useCallback(() => setState({ status: 'idle' }), []);
  return { state, locate, clear };
}
