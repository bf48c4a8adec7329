-- What a re-rate changed keeps its amounts in cents, as the API carries them: each change's
-- before_monthly, after_monthly and change (dollars) become *_cents (whole cents, halves away from zero).
UPDATE quote_rerates r
SET changes = (
    SELECT coalesce(jsonb_agg(
        (c - 'before_monthly' - 'after_monthly' - 'change')
        || jsonb_build_object(
            'before_monthly_cents', round((c ->> 'before_monthly')::numeric * 100)::bigint,
            'after_monthly_cents', round((c ->> 'after_monthly')::numeric * 100)::bigint,
            'change_cents', round((c ->> 'change')::numeric * 100)::bigint)
        ORDER BY e.ord), '[]'::jsonb)
    FROM jsonb_array_elements(r.changes) WITH ORDINALITY AS e(c, ord)
)
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(r.changes) AS c WHERE c ? 'before_monthly');
