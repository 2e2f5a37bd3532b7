ALTER TABLE "proposal_sendings" DROP CONSTRAINT "proposal_sendings_document_id_deal_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "proposal_sendings" DROP CONSTRAINT "proposal_sendings_signed_document_id_deal_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "proposal_sendings" ADD CONSTRAINT "proposal_sendings_document_id_deal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."deal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_sendings" ADD CONSTRAINT "proposal_sendings_signed_document_id_deal_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."deal_documents"("id") ON DELETE no action ON UPDATE no action;