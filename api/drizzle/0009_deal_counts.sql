CREATE TABLE "deal_counts" (
	"sales_person_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "deal_counts_sales_person_id_stage_id_province_id_pk" PRIMARY KEY("sales_person_id","stage_id","province_id")
);
