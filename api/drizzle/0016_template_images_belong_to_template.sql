-- Images used to be shared by id: a copied template kept showing its source's images. Each image
-- now belongs to one template and is deleted with it. The first template (lowest id) that shows an
-- image keeps it; every other template that shows it gets its own copy, its blocks pointed at the
-- copy; images that no template shows are removed, as nothing can display them.
ALTER TABLE "template_images" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "template_images" ADD COLUMN "copied_from" integer;--> statement-breakpoint
CREATE TEMPORARY TABLE "template_image_uses" AS
SELECT DISTINCT t.id AS template_id, (b->>'image_id')::integer AS image_id
FROM document_templates t,
  jsonb_array_elements(t.pages) AS p,
  jsonb_array_elements(p->'blocks') AS b
WHERE b->>'kind' = 'image' AND jsonb_typeof(b->'image_id') = 'number';--> statement-breakpoint
UPDATE template_images AS i SET template_id = u.first_template_id
FROM (
  SELECT image_id, min(template_id) AS first_template_id FROM template_image_uses GROUP BY image_id
) AS u
WHERE i.id = u.image_id;--> statement-breakpoint
INSERT INTO template_images
  (template_id, copied_from, content_type, size, data, filename, created_by, created_at)
SELECT u.template_id, i.id, i.content_type, i.size, i.data, i.filename, i.created_by, i.created_at
FROM template_image_uses AS u
JOIN template_images AS i ON i.id = u.image_id AND i.template_id <> u.template_id;--> statement-breakpoint
UPDATE document_templates AS t SET pages = (
  SELECT jsonb_agg(
    jsonb_set(page, '{blocks}', (
      SELECT coalesce(jsonb_agg(
        CASE WHEN copy.id IS NULL THEN block ELSE jsonb_set(block, '{image_id}', to_jsonb(copy.id)) END
        ORDER BY block_index
      ), '[]'::jsonb)
      FROM jsonb_array_elements(page->'blocks') WITH ORDINALITY AS blocks(block, block_index)
      LEFT JOIN template_images AS copy
        ON copy.template_id = t.id
        AND block->>'kind' = 'image'
        AND jsonb_typeof(block->'image_id') = 'number'
        AND copy.copied_from = (block->>'image_id')::integer
    ))
    ORDER BY page_index
  )
  FROM jsonb_array_elements(t.pages) WITH ORDINALITY AS pages(page, page_index)
)
WHERE t.id IN (SELECT template_id FROM template_images WHERE copied_from IS NOT NULL);--> statement-breakpoint
DELETE FROM template_images WHERE template_id IS NULL;--> statement-breakpoint
DROP TABLE "template_image_uses";--> statement-breakpoint
ALTER TABLE "template_images" DROP COLUMN "copied_from";--> statement-breakpoint
ALTER TABLE "template_images" ALTER COLUMN "template_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "template_images" ADD CONSTRAINT "template_images_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_images_template_idx" ON "template_images" USING btree ("template_id");
