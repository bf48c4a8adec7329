import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { PageHeader } from '../ui/PageHeader';
import { PreviewBadge } from '../ui/PreviewBadge';
import { BenefitsArea, OVERVIEW, type ArrivalState } from './BenefitsArea';
import { OptionEditor } from './OptionEditor';
import { blankOption, optionBody, type OptionForm } from './optionForm';
import { createOption, invalidateBenefits } from './queries';

/** `/2-future-features/benefits/options/new[?category=…]`: a new option in a category. */
export default function NewOptionPage() {
  usePageTitle('New benefit option');
  return (
    <BenefitsArea write>
      <NewOption />
    </BenefitsArea>
  );
}

function NewOption() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (form: OptionForm) => createOption(optionBody(form)),
    onSuccess: async (option) => {
      await invalidateBenefits(queryClient);
      navigate(`/2-future-features/benefits/catalog?option=${option.id}`, { state: { notice: `${option.name} is in the catalogue` } satisfies ArrivalState });
    },
  });
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        title={
          <>
            New option <PreviewBadge />
          </>
        }
        subtitle="A benefit your agency places: its carrier, the catalogue plan it is where there is one, who is eligible and its documents."
        crumbs={[OVERVIEW, { label: 'New option' }]}
      />
      <Card>
        <CardContent>
          <OptionEditor
            initial={blankOption(search.get('category') ?? '')}
            saving={create.isPending}
            error={create.error}
            submitLabel="Add option"
            onSave={(form) => create.mutate(form)}
            onCancel={() => navigate(OVERVIEW.to)}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
