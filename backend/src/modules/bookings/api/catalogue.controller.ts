import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type DestinationQuery,
  destinationListSchema,
  destinationQuerySchema,
  isTicketBody,
  PERMISSIONS,
  type ProductDetailsQuery,
  productAnswerSchema,
  productDetailsAnswerSchema,
  productDetailsQuerySchema,
  type ProductQuery,
  productQuerySchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { GetDestinations } from '../queries/get-destinations/get-destinations.query';
import { GetFlightDetails } from '../queries/get-flight-details/get-flight-details.query';
import { GetProductDetails } from '../queries/get-product-details/get-product-details.query';
import { GetProducts } from '../queries/get-products/get-products.query';
import { SearchFlights } from '../queries/search-flights/search-flights.query';
import { GetTicketProductDetails } from '../queries/get-ticket-product-details/get-ticket-product-details.query';
import { GetTicketProducts } from '../queries/get-ticket-products/get-ticket-products.query';
import { BOOKING_EXAMPLES } from './examples';

const tags = ['bookings'];

/** The booking calls a buyer finds what to book with (spec section 7): destinations, hotels, one hotel. */
@Controller()
export class CatalogueController {
  constructor(private readonly queries: QueryBus) {}

  @Post('getDestination')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary: 'Cities with bookable hotels',
    body: destinationQuerySchema,
    response: destinationListSchema,
    tags,
    examples: BOOKING_EXAMPLES.getDestination,
  })
  destinations(@Body() body: DestinationQuery) {
    return this.queries.execute(new GetDestinations(body.search));
  }

  @Post('getProduct')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary: "A destination's hotels that can sell the stay, each from its cheapest selling price for the caller's group",
    body: productQuerySchema,
    response: productAnswerSchema,
    tags,
    examples: BOOKING_EXAMPLES.getProduct,
  })
  products(@CurrentActor() actor: Actor, @Body() body: ProductQuery) {
    // Flights: the flight supplier's fares for the party (queries/search-flights).
    if (body.productType === 'flight') return this.queries.execute(new SearchFlights(actor, body));
    // Theme parks and cable cars: the attractions' products open on the visit date (queries/get-ticket-products).
    if (isTicketBody(body)) return this.queries.execute(new GetTicketProducts(actor, body));
    return this.queries.execute(new GetProducts(actor, body));
  }

  @Post('getProductDetails')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary: "One hotel and its sellable rooms and rates for the stay, with selling prices for the caller's group",
    body: productDetailsQuerySchema,
    response: productDetailsAnswerSchema,
    tags,
    examples: BOOKING_EXAMPLES.getProductDetails,
  })
  details(@CurrentActor() actor: Actor, @Body() body: ProductDetailsQuery) {
    if (body.productType === 'flight') return this.queries.execute(new GetFlightDetails(actor, body));
    if (isTicketBody(body)) return this.queries.execute(new GetTicketProductDetails(actor, body));
    return this.queries.execute(new GetProductDetails(actor, body));
  }
}
