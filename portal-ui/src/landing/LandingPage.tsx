import { useBrand } from '../brand/BrandProvider';
import AgencyWelcome from './AgencyWelcome';
import PlatformLanding from './PlatformLanding';

/** `/`: Canopy's product landing on the platform host, the agency's branded welcome on its host. */
export default function LandingPage() {
  const brand = useBrand();
  return brand.is_platform ? <PlatformLanding /> : <AgencyWelcome />;
}
