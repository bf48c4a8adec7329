import CensusWizard from '../census/CensusWizard';
import { ToolPage } from './common';

/** `…/census-gallery/uploads/censuswizard`: the full census wizard, starting with the group. */
export default function CensusWizardTool() {
  return (
    <ToolPage title="Census wizard" subtitle="Group → upload → map columns → fix errors inline → review → commit, with progress">
      <CensusWizard />
    </ToolPage>
  );
}
